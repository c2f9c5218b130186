// Books a bank transfer in the sandbox, as a bank statement import would: the running shop is told
// by a request signed with a key derived from SECRET_KEY (server/modules/payment/sandbox-gateway.ts).
//
//   node scripts/book-bank-transfer.mjs DS-00000012 119.00 EUR [http://127.0.0.1:3000]
//
// SECRET_KEY comes from the environment, else from data/secret-key (where development keeps it).
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

const [reference, amountText, currency = 'EUR', base = process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`] =
  process.argv.slice(2);
if (!reference || !/^\d+(\.\d{1,2})?$/.test(amountText ?? '') || !['EUR', 'USD'].includes(currency)) {
  console.error('usage: node scripts/book-bank-transfer.mjs <reference, e.g. DS-00000012> <amount, e.g. 119.00> [EUR|USD] [shop URL]');
  process.exit(2);
}
const secretKey = process.env.SECRET_KEY ?? (existsSync('data/secret-key') ? readFileSync('data/secret-key', 'utf8').trim() : null);
if (!secretKey) {
  console.error('SECRET_KEY is not set and data/secret-key does not exist');
  process.exit(2);
}
const [units, cents = ''] = amountText.split('.');
const amount = Number(units) * 100 + Number(cents.padEnd(2, '0'));
const body = JSON.stringify({ reference, amount, currency });
const key = createHmac('sha256', secretKey).update('sandbox-bank-statement').digest();
const timestamp = Math.floor(Date.now() / 1000);
const signature = `t=${timestamp},v1=${createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex')}`;
const response = await fetch(new URL('/pay/notify/bank', base), {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
  body,
});
const answer = await response.json().catch(() => null);
if (!response.ok || !answer?.success) {
  console.error(`not booked (${response.status}): ${answer?.errors?.[0]?.message ?? 'no answer'}`);
  process.exit(1);
}
console.log(`booked: payment ${answer.result.payment_id} (${answer.result.purpose}) is paid`);
