import { describe, expect, it } from 'vitest';
import { encodeFrame, FrameDecoder, FramingError } from './framing';

const hello = '<?xml version="1.0" encoding="UTF-8"?><epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><hello/></epp>';

describe('EPP framing (RFC 5734 §4)', () => {
  it('writes a big-endian total length that counts the four header bytes', () => {
    const frame = encodeFrame('<a>ü</a>');
    // '<a>ü</a>' is 9 bytes in UTF-8 (ü takes two)
    expect(frame.readUInt32BE(0)).toBe(13);
    expect(frame.length).toBe(13);
    expect(frame.subarray(4).toString('utf8')).toBe('<a>ü</a>');
  });

  it('returns a frame that arrives in one piece', () => {
    expect(new FrameDecoder().push(encodeFrame(hello))).toEqual([hello]);
  });

  it('waits for a frame split at every byte, including inside the header and inside a multi-byte character', () => {
    const xml = '<name>bücher-straße.de</name>';
    const frame = encodeFrame(xml);
    const decoder = new FrameDecoder();
    const seen: string[] = [];
    for (let i = 0; i < frame.length; i += 1) {
      const out = decoder.push(frame.subarray(i, i + 1));
      if (i < frame.length - 1) expect(out).toEqual([]);
      seen.push(...out);
    }
    expect(seen).toEqual([xml]);
    expect(decoder.pendingBytes).toBe(0);
  });

  it('separates frames joined in one read, and keeps the start of the next', () => {
    const a = encodeFrame('<one/>');
    const b = encodeFrame('<two/>');
    const c = encodeFrame('<three/>');
    const joined = Buffer.concat([a, b, c]);
    const decoder = new FrameDecoder();
    expect(decoder.push(joined.subarray(0, a.length + b.length + 6))).toEqual(['<one/>', '<two/>']);
    expect(decoder.pendingBytes).toBe(6);
    expect(decoder.push(joined.subarray(a.length + b.length + 6))).toEqual(['<three/>']);
  });

  it('refuses an oversized length from the header alone, before the body arrives', () => {
    const decoder = new FrameDecoder(1024);
    const header = Buffer.alloc(4);
    header.writeUInt32BE(1025, 0);
    expect(() => decoder.push(header)).toThrow(FramingError);
    expect(() => decoder.push(header)).toThrow(/exceeds the limit of 1024/);
    // a frame of exactly the limit passes
    expect(new FrameDecoder(1024).push(encodeFrame('x'.repeat(1020)))).toHaveLength(1);
  });

  it('refuses a length of 4 or less (no message), and garbage that is not UTF-8', () => {
    const header = Buffer.alloc(4);
    header.writeUInt32BE(4, 0);
    expect(() => new FrameDecoder().push(header)).toThrow(/no room/);
    const bad = Buffer.concat([Buffer.from([0, 0, 0, 6]), Buffer.from([0xc3, 0x28])]);
    expect(() => new FrameDecoder().push(bad)).toThrow(/UTF-8/);
    // a 'GET / HTTP/1.1' sent by mistake reads as a huge length
    expect(() => new FrameDecoder().push(Buffer.from('GET / HTTP/1.1\r\n'))).toThrow(/exceeds/);
  });

  it('refuses to send a message larger than the limit', () => {
    expect(() => encodeFrame('x'.repeat(2000), 1024)).toThrow(FramingError);
  });
});
