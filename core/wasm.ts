// Instances of core's WebAssembly modules (compiled from core/**/wasm/ by scripts/wasm.mjs). Each
// module is compiled once per thread, at its first instance.

// WebAssembly is there in every engine core runs in (Node, browsers); core's lib has no types for it.
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}

const compiled = new Map<() => Uint8Array, object>();

/** A new instance of the module whose bytes `bytes` gives, with its exports typed as `T`. */
export function instantiate<T>(bytes: () => Uint8Array): T {
  const api = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;
  let module = compiled.get(bytes);
  if (!module) { module = new api.Module(bytes()); compiled.set(bytes, module); }
  return new api.Instance(module, {}).exports as T;
}
