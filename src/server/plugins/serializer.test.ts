// encodeOnce: a marked field is encoded by its schema once per value object (decision 010).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodeOnce, memoSerializerCompiler } from './serializer.ts';

const Schema = z.object({ id: z.string(), content: z.object({ n: z.number() }).optional() });
const serialize = memoSerializerCompiler({ schema: Schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('memoSerializerCompiler', () => {
  it('encodes the rest every time and a marked field once per object', () => {
    const content = { n: 1, secret: 'não sai' };
    const a = JSON.parse(serialize(encodeOnce({ id: 'a', content, extra: 'não sai' }, 'content')));
    expect(a).toEqual({ id: 'a', content: { n: 1 } });
    content.n = 2; // the same object: its encoding is reused (the cache never mutates it)
    expect(JSON.parse(serialize(encodeOnce({ id: 'b', content }, 'content')))).toEqual({ id: 'b', content: { n: 1 } });
    expect(JSON.parse(serialize(encodeOnce({ id: 'c', content: { n: 3 } }, 'content')))).toEqual({ id: 'c', content: { n: 3 } });
    expect(JSON.parse(serialize({ id: 'd', content }))).toEqual({ id: 'd', content: { n: 2 } }); // unmarked: plain
    expect(JSON.parse(serialize(encodeOnce<{ id: string; content?: object }>({ id: 'e' }, 'content')))).toEqual({ id: 'e' });
  });

  it('writes the same bytes as the whole encoding, marked fields in their schema place', () => {
    const Mid = z.object({ a: z.string(), content: z.object({ n: z.number() }), b: z.number().nullable(), at: z.date().optional() });
    const ser = memoSerializerCompiler({ schema: Mid, method: 'GET', url: '/y', httpStatus: '200' });
    const answer = { b: null, content: { n: 1, x: 2 }, a: 'á"', at: new Date(0), extra: 1 };
    expect(ser(encodeOnce({ ...answer }, 'content'))).toBe(ser(answer));
    expect(ser(encodeOnce({ ...answer }, 'content'))).toBe('{"a":"á\\"","content":{"n":1},"b":null,"at":"1970-01-01T00:00:00.000Z"}');
  });

  it('refuses a marked field outside its schema', () => {
    expect(() => serialize(encodeOnce({ id: 'f', content: { n: 'x' } as unknown as { n: number } }, 'content'))).toThrow();
  });
});
