// @ts-check
import { consumer, producer } from '../fixtures.mjs';

// Rsbuild apps (its CSS pipeline, @module-federation/rsbuild-plugin). The producer's stylesheet colours
// its button red; the host reads the computed colour of the button it mounted.
const css = { 'src/button.css': '.lab-button { color: rgb(255, 0, 0); }\n' };
const button =
  "export default function Button() { const el = document.createElement('button'); el.className = 'lab-button'; el.textContent = 'Buy'; return el; }\n";
const rsbuild = (/** @type {any} */ app) => ({ ...app, bundler: 'rsbuild' });
const host = rsbuild(
  consumer({
    bootstrap: `import('producer/Button').then((m) => { const el = m.default(); document.body.append(el); labDone({ color: getComputedStyle(el).color }); }, (e) => labDone(report(e)));`,
  }),
);

export default {
  id: 'symptom.styles-missing',
  bundler: 'rsbuild',
  broken:
    "the producer imports its CSS in its own entry, not in the exposed module: the host's button keeps the default colour",
  fixed: 'the exposed module imports the CSS: the colour applies in the host',
  variants: {
    broken: {
      apps: {
        producer: rsbuild(
          producer({ files: { ...css, 'src/index.js': "import './button.css';\n", 'src/Button.js': button } }),
        ),
        consumer: host,
      },
      load: 'consumer',
    },
    fixed: {
      apps: {
        producer: rsbuild(producer({ files: { ...css, 'src/Button.js': `import './button.css';\n${button}` } })),
        consumer: host,
      },
      load: 'consumer',
    },
  },
};
