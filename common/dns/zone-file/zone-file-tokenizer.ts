/**
 * Splits an RFC 1035 master file (§5.1) into entries: one resource record or directive each,
 * with the line it starts on. Parentheses join lines, `;` starts a comment, quoted strings keep
 * their spaces, and a backslash escapes the next character (or three decimal digits).
 * Tokens keep their raw text; what an escape means depends on the field (a name or a
 * character-string), so decoding is left to the parser.
 */

export interface ZoneFileToken {
  /** Exactly as written, quotes and backslashes included. */
  raw: string;
  /** The token began with a double quote. */
  quoted: boolean;
}

export interface ZoneFileEntry {
  /** 1-based line the entry starts on. */
  line: number;
  /** The entry's text as written (all its lines), for showing what was refused. */
  text: string;
  /** The first line began with a space or tab: the owner is the previous entry's. */
  blankOwner: boolean;
  tokens: ZoneFileToken[];
  /** Comment text after `;` on the entry's lines, joined. */
  comment: string;
}

export type ZoneFileSyntaxProblem = 'unbalanced-close' | 'unclosed-paren' | 'unclosed-quote' | 'dangling-escape';

export interface ZoneFileSyntaxError {
  line: number;
  text: string;
  problem: ZoneFileSyntaxProblem;
}

export function tokenizeZoneFile(input: string): (ZoneFileEntry | ZoneFileSyntaxError)[] {
  // Windows and old Mac line endings read as Unix ones; a byte-order mark is not content.
  const source = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = source.split('\n');
  const out: (ZoneFileEntry | ZoneFileSyntaxError)[] = [];

  let index = 0;
  while (index < lines.length) {
    const startLine = index + 1;
    const first = lines[index]!;
    const entry: ZoneFileEntry = { line: startLine, text: '', blankOwner: /^[ \t]/.test(first), tokens: [], comment: '' };
    const texts: string[] = [];
    let depth = 0;
    let problem: ZoneFileSyntaxProblem | null = null;
    const comments: string[] = [];

    // One physical line per pass; parentheses keep the entry open across lines.
    do {
      const line = lines[index]!;
      texts.push(line);
      index += 1;
      const scanned = scanLine(line, entry.tokens, depth);
      depth = scanned.depth;
      if (scanned.comment !== null) comments.push(scanned.comment);
      if (scanned.problem) {
        problem = scanned.problem;
        break;
      }
    } while (depth > 0 && index < lines.length);

    if (!problem && depth > 0) problem = 'unclosed-paren';
    entry.text = texts.join('\n').trim();
    if (problem) {
      out.push({ line: startLine, text: entry.text, problem });
      continue;
    }
    entry.comment = comments
      .map((text) => text.trim())
      .filter(Boolean)
      .join(' ');
    if (entry.tokens.length > 0) out.push(entry);
  }
  return out;
}

/** Reads one physical line's tokens into `tokens`; answers the parenthesis depth after it. */
function scanLine(
  line: string,
  tokens: ZoneFileToken[],
  depthBefore: number,
): { depth: number; comment: string | null; problem: ZoneFileSyntaxProblem | null } {
  let depth = depthBefore;
  let raw = '';
  let quoted = false;
  let inQuote = false;
  const flush = () => {
    if (raw.length > 0) tokens.push({ raw, quoted });
    raw = '';
    quoted = false;
  };

  for (let at = 0; at < line.length; at += 1) {
    const char = line[at]!;
    if (char === '\\') {
      // \DDD is a byte; any other escaped character stands for itself.
      if (threeDigitsAt(line, at + 1)) {
        raw += line.slice(at, at + 4);
        at += 3;
      } else if (at + 1 < line.length) {
        raw += char + line[at + 1];
        at += 1;
      } else {
        return { depth, comment: null, problem: 'dangling-escape' };
      }
      continue;
    }
    if (inQuote) {
      raw += char;
      if (char === '"') inQuote = false;
      continue;
    }
    if (char === '"') {
      // A quote opens a character-string; inside a token (key="a b", RFC 9460) it continues it.
      if (raw.length === 0) quoted = true;
      raw += char;
      inQuote = true;
      continue;
    }
    if (char === ';') {
      flush();
      return { depth, comment: line.slice(at + 1), problem: null };
    }
    if (char === '(' || char === ')') {
      flush();
      depth += char === '(' ? 1 : -1;
      if (depth < 0) return { depth, comment: null, problem: 'unbalanced-close' };
      continue;
    }
    if (char === ' ' || char === '\t') {
      flush();
      continue;
    }
    raw += char;
  }
  if (inQuote) return { depth, comment: null, problem: 'unclosed-quote' };
  flush();
  return { depth, comment: null, problem: null };
}

/**
 * The bytes of a character-string (RFC 1035 §5.1): quotes removed, `\X` is X, `\DDD` is a byte.
 * Null when a \DDD escape is over 255.
 */
export function characterStringBytes(raw: string): Uint8Array | null {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let at = 0; at < raw.length; at += 1) {
    const char = raw[at]!;
    if (char === '"') continue;
    if (char === '\\') {
      if (threeDigitsAt(raw, at + 1)) {
        const value = Number(raw.slice(at + 1, at + 4));
        if (value > 255) return null;
        bytes.push(value);
        at += 3;
        continue;
      }
      at += 1;
      if (at >= raw.length) return null;
    }
    const code = raw.charCodeAt(at);
    if (code < 0x80) {
      bytes.push(code);
      continue;
    }
    // Code points beyond the BMP take two UTF-16 units; keep them together.
    const codePoint = raw.codePointAt(at)!;
    const text = String.fromCodePoint(codePoint);
    if (text.length === 2) at += 1;
    bytes.push(...encoder.encode(text));
  }
  return Uint8Array.from(bytes);
}

/** A character-string as text; null when its bytes are not UTF-8 (the editor keeps text). */
export function characterStringText(raw: string): string | null {
  const bytes = characterStringBytes(raw);
  if (!bytes) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Three decimal digits at `at` (checked in place: slicing the rest of a long line per escape would be quadratic). */
function threeDigitsAt(text: string, at: number): boolean {
  for (let index = at; index < at + 3; index += 1) {
    const code = text.charCodeAt(index);
    if (!(code >= 48 && code <= 57)) return false;
  }
  return true;
}
