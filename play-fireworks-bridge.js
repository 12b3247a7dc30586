// Run by the page as an ES module script: imports the screen of Fireworks (its
// own module, play_fireworks.js, fetched the first time the game's page opens) and
// hands it over as one function, its exports attached, like the studio's bridge.
import init, * as screen from './play_fireworks.js';

globalThis.parlourPlay_fireworks = Object.assign((options) => init(options), screen);
