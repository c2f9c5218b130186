// The baseline: a bare Node http server answering a fixed JSON envelope.
import http from 'node:http';

const body = JSON.stringify({
  success: true,
  result: { status: 'ok', csrf_token: 'x'.repeat(43), session_id: 'y'.repeat(43) },
  errors: [],
});
const server = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
