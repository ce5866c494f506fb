// @ts-check
import { consumer, producer } from '../fixtures.mjs';

// React renders what `import('producer/Button')` resolved to: the module object (broken) or its default
// export (fixed). The producer's Button is a function component returning text.
/** @param {string} type */
const host = (type) =>
  consumer({
    bootstrap: `import React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import('producer/Button').then((m) => {
  const el = document.getElementById('root');
  const root = createRoot(el);
  flushSync(() => root.render(React.createElement(${type})));
  labDone({ text: el.textContent });
}, (e) => labDone(report(e)));`,
  });

export default {
  id: 'symptom.default-export',
  bundler: 'rspack',
  broken: 'the consumer renders the module object that `import()` resolved to: React reports an invalid element type',
  fixed: 'it renders `m.default`: the component renders',
  variants: {
    broken: { apps: { producer: producer(), consumer: host('m') }, load: 'consumer' },
    fixed: { apps: { producer: producer(), consumer: host('m.default') }, load: 'consumer' },
  },
};
