// Loaded by the page right after studio.js (the lesson studio's glue, which
// defines `wasm_bindgen` as a global binding of classic scripts): hands it to
// the page's wasm under a name it can read.
globalThis.parlourStudio = wasm_bindgen;
