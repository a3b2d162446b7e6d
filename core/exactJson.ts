// JSON with exact integers: counts are bigints (they pass 2^53), which JSON.stringify refuses and
// JSON.parse rounds. writeJson writes a bigint as its integer literal; readJson reads every integer
// literal outside ±(2^53 - 1) as a bigint, so a count read back is the count written. readJson is
// iterative (a hostile file nested a million deep is an error, not a stack overflow) and says
// where it fails.

export type JsonValue = null | boolean | number | bigint | string | JsonValue[] | { [key: string]: JsonValue };

/** `value` as JSON on one line, bigints as integer literals; undefined fields left out as JSON.stringify does. */
export function writeJson(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value) || ArrayBuffer.isView(value)) {
    const items = Array.from(value as ArrayLike<unknown>, (v) => (v === undefined || typeof v === 'function' ? 'null' : writeJson(v)));
    return `[${items.join(',')}]`;
  }
  const fields: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (v !== undefined && typeof v !== 'function') fields.push(`${JSON.stringify(k)}:${writeJson(v)}`);
  }
  return `{${fields.join(',')}}`;
}

export type JsonRead = { ok: true; value: JsonValue } | { ok: false; column: number; message: string };

const MAX_DEPTH = 64;

/** Parses one JSON text; integers beyond 2^53 - 1 in size come back as bigints. */
export function readJson(text: string): JsonRead {
  let at = 0;
  const fail = (message: string): JsonRead => ({ ok: false, column: at + 1, message });
  const blank = () => { while (at < text.length && ' \t\r\n'.includes(text[at])) at++; };
  // Open containers, innermost last, with the key waiting for its value in an object.
  const stack: { value: JsonValue[] | { [key: string]: JsonValue }; key?: string }[] = [];
  let result: JsonValue | undefined;
  let afterValue = false;   // a value was just read: a comma or its container's end comes next
  for (;;) {
    blank();
    const top = stack[stack.length - 1];
    if (afterValue) {
      if (!top) break;
      const end = Array.isArray(top.value) ? ']' : '}';
      if (text[at] === ',') { at++; afterValue = false; continue; }
      if (text[at] !== end) return fail(`expected ',' or '${end}'`);
      at++;
      put(stack.pop()!.value);
      continue;
    }
    if (top && !Array.isArray(top.value) && top.key === undefined) {
      // An object wants a field name, or its end if it has no field yet.
      if (text[at] === '}' && Object.keys(top.value).length === 0) { at++; put(stack.pop()!.value); afterValue = true; continue; }
      if (text[at] !== '"') return fail('expected a field name in quotes');
      const key = readString();
      if (key === undefined) return fail('a string that does not end');
      blank();
      if (text[at] !== ':') return fail(`expected ':' after a field name`);
      at++;
      top.key = key;
      continue;
    }
    if (top && Array.isArray(top.value) && top.value.length === 0 && text[at] === ']') { at++; put(stack.pop()!.value); afterValue = true; continue; }
    const c = text[at];
    if (c === '{' || c === '[') {
      if (stack.length >= MAX_DEPTH) return fail(`nested more than ${MAX_DEPTH} deep`);
      at++;
      stack.push({ value: c === '{' ? {} : [] });
      continue;
    }
    let value: JsonValue;
    if (c === '"') {
      const s = readString();
      if (s === undefined) return fail('a string that does not end');
      value = s;
    } else if (text.startsWith('true', at)) { at += 4; value = true; }
    else if (text.startsWith('false', at)) { at += 5; value = false; }
    else if (text.startsWith('null', at)) { at += 4; value = null; }
    else {
      const m = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
      m.lastIndex = at;
      const found = m.exec(text);
      if (!found) return fail(at >= text.length ? 'the text ends where a value should be' : 'expected a value');
      at += found[0].length;
      const n = Number(found[0]);
      value = !found[1] && !found[2] && !Number.isSafeInteger(n) ? BigInt(found[0]) : n;
    }
    put(value);
    afterValue = true;
  }
  if (at < text.length) return fail('more text after the value');
  return { ok: true, value: result! };

  // Puts a value in the open container, or makes it the result when none is open.
  function put(value: JsonValue): void {
    const top = stack[stack.length - 1];
    if (!top) result = value;
    else if (Array.isArray(top.value)) top.value.push(value);
    else {
      // A field named __proto__ is kept as data, never as the object's prototype.
      Object.defineProperty(top.value, top.key!, { value, enumerable: true, writable: true, configurable: true });
      top.key = undefined;
    }
  }
  function readString(): string | undefined {
    const m = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
    m.lastIndex = at;
    const found = m.exec(text);
    if (!found) return undefined;
    at += found[0].length;
    return JSON.parse(found[0]) as string;
  }
}
