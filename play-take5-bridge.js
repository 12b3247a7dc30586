// Run by the page as an ES module script: imports the screen of 6 nimmt! (its
// own module, play_take5.js, fetched the first time the game's page opens) and
// hands it over as one function, its exports attached, like the studio's bridge.
import init, * as screen from './play_take5.js';

globalThis.parlourPlay_take5 = Object.assign((options) => init(options), screen);
