/**
 * EPP over TCP data units (RFC 5734 §4): a 4-byte big-endian total length that counts the four
 * header bytes, then the UTF-8 XML of one EPP message. A TCP read may hold part of a frame or
 * several frames, so the decoder keeps what it has and hands out whole frames only.
 */

export const FRAME_HEADER_BYTES = 4;
/** Largest data unit accepted unless configured otherwise: EPP replies are small; 4 MiB is generous. */
export const DEFAULT_MAX_FRAME_BYTES = 4 * 1024 * 1024;

export class FramingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FramingError';
  }
}

/** One EPP message as a data unit: header plus UTF-8 bytes. */
export function encodeFrame(xml: string, maxFrameBytes = DEFAULT_MAX_FRAME_BYTES): Buffer {
  const body = Buffer.from(xml, 'utf8');
  const total = body.length + FRAME_HEADER_BYTES;
  if (total > maxFrameBytes) throw new FramingError(`frame of ${total} bytes exceeds the limit of ${maxFrameBytes}`);
  const frame = Buffer.allocUnsafe(total);
  frame.writeUInt32BE(total, 0);
  body.copy(frame, FRAME_HEADER_BYTES);
  return frame;
}

/**
 * Collects bytes as they arrive and returns the complete messages among them. A length below 5
 * (no XML), above the limit, or a body that is not UTF-8 is refused with a FramingError (an oversized one before any of
 * its body is buffered); after that the stream is out of step and the connection must be closed.
 */
export class FrameDecoder {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private expected: number | null = null;
  private failed: FramingError | null = null;

  constructor(private readonly maxFrameBytes = DEFAULT_MAX_FRAME_BYTES) {}

  /** Bytes received but not yet part of a returned frame. */
  get pendingBytes(): number {
    return this.buffered + (this.expected === null ? 0 : FRAME_HEADER_BYTES);
  }

  push(chunk: Buffer): string[] {
    if (this.failed) throw this.failed;
    if (chunk.length > 0) {
      this.chunks.push(chunk);
      this.buffered += chunk.length;
    }
    const frames: string[] = [];
    for (;;) {
      if (this.expected === null) {
        if (this.buffered < FRAME_HEADER_BYTES) break;
        const total = this.take(FRAME_HEADER_BYTES).readUInt32BE(0);
        if (total <= FRAME_HEADER_BYTES || total > this.maxFrameBytes) {
          this.failed = new FramingError(
            total <= FRAME_HEADER_BYTES
              ? `frame length ${total} leaves no room for a message`
              : `frame length ${total} exceeds the limit of ${this.maxFrameBytes}`,
          );
          throw this.failed;
        }
        this.expected = total - FRAME_HEADER_BYTES;
      }
      if (this.buffered < this.expected) break;
      const body = this.take(this.expected);
      this.expected = null;
      try {
        frames.push(utf8.decode(body));
      } catch {
        this.failed = new FramingError('frame is not valid UTF-8');
        throw this.failed;
      }
    }
    return frames;
  }

  private take(count: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.buffered);
    const taken = all.subarray(0, count);
    const rest = all.subarray(count);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return Buffer.from(taken);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
