// Loaded by the page right after extras.js (the on-demand module's glue,
// which defines `wasm_bindgen` as a global binding of classic scripts):
// hands it to the page's wasm under a name it can read.
globalThis.parlourExtras = wasm_bindgen;
