// Run by the extras module as an ES module script: imports the lesson
// studio's glue (studio.js, built as an ES module, so its names stay out of
// the global scope where the extras module's classic glue lives) and hands
// it over as one function, its exports attached, like the extras bridge.
import init, * as studio from './studio.js';

globalThis.parlourStudio = Object.assign((options) => init(options), studio);
