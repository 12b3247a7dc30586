// Run by the page as an ES module script: imports the screen of Nine Men's Morris (its
// own module, play_morris.js, fetched the first time the game's page opens) and
// hands it over as one function, its exports attached, like the studio's bridge.
import init, * as screen from './play_morris.js';

globalThis.parlourPlay_morris = Object.assign((options) => init(options), screen);
