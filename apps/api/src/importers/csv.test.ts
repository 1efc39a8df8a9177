import { describe, expect, it } from 'vitest';

import { CsvParser, readCsv, type CsvRecord } from './csv';

function parseAll(text: string): string[][] {
  const parser = new CsvParser();
  return [...parser.push(text), ...parser.end()].map((record) => record.fields);
}

async function collect(chunks: (string | Buffer)[]): Promise<CsvRecord[]> {
  const out: CsvRecord[] = [];
  async function* source() {
    yield* chunks;
  }
  for await (const record of readCsv(source())) out.push(record);
  return out;
}

describe('CsvParser', () => {
  it('splits plain fields and keeps empty ones', () => {
    expect(parseAll('a,b,,d\n1,,3,\n')).toEqual([
      ['a', 'b', '', 'd'],
      ['1', '', '3', ''],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const text =
      'inci_name,function\n"1,2-HEXANEDIOL","Skin Conditioning, Solvent"\n"SAY ""HI""","line one\nline two"\n';
    expect(parseAll(text)).toEqual([
      ['inci_name', 'function'],
      ['1,2-HEXANEDIOL', 'Skin Conditioning, Solvent'],
      ['SAY "HI"', 'line one\nline two'],
    ]);
  });

  it('accepts CRLF line ends and a last line without a line break', () => {
    expect(parseAll('a,b\r\n"c,d",e')).toEqual([
      ['a', 'b'],
      ['c,d', 'e'],
    ]);
  });

  it('gives the same records whatever the chunk boundaries', () => {
    const text = 'x,"a,""b""\r\nc",y\r\n"",z\n';
    const whole = parseAll(text);
    for (let cut = 0; cut <= text.length; cut++) {
      const parser = new CsvParser();
      const records = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut)), ...parser.end()];
      expect(records.map((record) => record.fields)).toEqual(whole);
    }
    expect(whole).toEqual([
      ['x', 'a,"b"\r\nc', 'y'],
      ['', 'z'],
    ]);
  });

  it('flags a record whose quote never closes, with the line it started on', () => {
    const parser = new CsvParser();
    const records = [...parser.push('a,b\n"open,c\nd'), ...parser.end()];
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({ line: 2, unterminated: true });
  });

  it('numbers records by the line they start on', () => {
    const parser = new CsvParser();
    const records = [...parser.push('h\n"multi\nline"\nlast\n'), ...parser.end()];
    expect(records.map((record) => record.line)).toEqual([1, 2, 4]);
  });
});

describe('readCsv', () => {
  it('streams byte chunks, keeps a multi-byte character split across chunks and drops blank lines and a BOM', async () => {
    const bytes = Buffer.from('\uFEFFname,pl\n\nGLYCERIN,"Utrzymująca wilgoć"\n', 'utf8');
    const split = bytes.indexOf(Buffer.from('ą')) + 1;
    const records = await collect([bytes.subarray(0, split), bytes.subarray(split)]);
    expect(records.map((record) => record.fields)).toEqual([
      ['name', 'pl'],
      ['GLYCERIN', 'Utrzymująca wilgoć'],
    ]);
  });
});
