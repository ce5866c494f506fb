import { useState } from 'react';

export interface CounterProps {
  /** Words before the count, in the page's language: the host passes them in. */
  label: string;
}

/**
 * The component the producer exposes as `producer/Counter`. Its `useState` comes from the page's
 * React: the producer declares `react` as a shared singleton without bundling its own copy.
 */
export default function Counter({ label }: CounterProps) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className="mf-live-counter" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}
