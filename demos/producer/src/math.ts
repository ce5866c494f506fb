/** The plain function the producer exposes as `producer/math`: no React, no shared dependency. */
export function add(a: number, b: number): number {
  return a + b;
}
