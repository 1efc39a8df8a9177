import { createReadStream } from 'node:fs';

/** One CSV record: its fields and the 1-based line on which it starts (for messages about bad rows). */
export interface CsvRecord {
  fields: string[];
  line: number;
  /** The file ended inside a quoted field: the record is incomplete. */
  unterminated?: boolean;
}

/**
 * Incremental RFC 4180 parser: `push` chunks of any size, then `end`. Quoted fields may hold commas, `""`
 * and line breaks; CRLF and LF both end a record. Written here: the importers need no more than this.
 */
export class CsvParser {
  private field = '';
  private fields: string[] = [];
  private inQuotes = false;
  /** A quote seen inside a quoted field: either the closing quote or the first half of `""`. */
  private quotePending = false;
  /** A CR seen outside quotes: the record ends there, an LF right after it belongs to the same break. */
  private crPending = false;
  private line = 1;
  private recordLine = 1;
  private recordStarted = false;

  constructor(private readonly delimiter = ',') {}

  /** Parses a chunk and returns the records it completed. */
  push(chunk: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    for (let i = 0; i < chunk.length; i++) {
      const char = chunk[i]!;
      if (this.crPending) {
        this.crPending = false;
        if (char === '\n') continue;
      }
      if (this.quotePending) {
        this.quotePending = false;
        if (char === '"') {
          this.field += '"';
          continue;
        }
        this.inQuotes = false;
      }
      if (this.inQuotes) {
        if (char === '"') this.quotePending = true;
        else {
          if (char === '\n') this.line++;
          this.field += char;
        }
        continue;
      }
      if (!this.recordStarted) {
        this.recordStarted = true;
        this.recordLine = this.line;
      }
      if (char === '"' && this.field.length === 0) {
        this.inQuotes = true;
      } else if (char === this.delimiter) {
        this.fields.push(this.field);
        this.field = '';
      } else if (char === '\n' || char === '\r') {
        out.push(this.finishRecord());
        this.line++;
        if (char === '\r') this.crPending = true;
      } else {
        // A quote in the middle of an unquoted field is kept as text, as spreadsheet programs do.
        this.field += char;
      }
    }
    return out;
  }

  /** Flushes the last record (a file need not end with a line break). */
  end(): CsvRecord[] {
    if (this.quotePending) {
      this.quotePending = false;
      this.inQuotes = false;
    }
    if (this.inQuotes) {
      const record = { ...this.finishRecord(), unterminated: true };
      this.inQuotes = false;
      return [record];
    }
    if (!this.recordStarted && this.field === '' && this.fields.length === 0) return [];
    return [this.finishRecord()];
  }

  private finishRecord(): CsvRecord {
    this.fields.push(this.field);
    const record = { fields: this.fields, line: this.recordLine };
    this.fields = [];
    this.field = '';
    this.recordStarted = false;
    return record;
  }
}

/** True for a record that is one empty field: a blank line. */
export function isBlankRecord(record: CsvRecord): boolean {
  return record.fields.length === 1 && record.fields[0]!.trim() === '';
}

/**
 * Streams the records of a UTF-8 CSV source without loading it whole. Blank lines are dropped. `source`
 * is a file path or any async iterable of text/byte chunks (tests pass arrays of strings).
 */
export async function* readCsv(source: string | AsyncIterable<string | Buffer>): AsyncGenerator<CsvRecord> {
  const parser = new CsvParser();
  const input = typeof source === 'string' ? createReadStream(source, { encoding: 'utf8' }) : source;
  const decoder = new TextDecoder('utf-8');
  let first = true;
  for await (const chunk of input) {
    // A TextDecoder in streaming mode keeps multi-byte characters split between two buffers whole.
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (first) {
      text = text.replace(/^\uFEFF/, '');
      first = false;
    }
    for (const record of parser.push(text)) if (!isBlankRecord(record)) yield record;
  }
  const tail = decoder.decode();
  if (tail) for (const record of parser.push(tail)) if (!isBlankRecord(record)) yield record;
  for (const record of parser.end()) if (!isBlankRecord(record)) yield record;
}
