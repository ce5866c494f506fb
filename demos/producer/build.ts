import { rspack } from '@rspack/core';
import { producerConfig } from './producer.config';

export interface ProducerBuild {
  /** Wall-clock time of the Rspack compilation, in milliseconds. */
  durationMs: number;
  /** Files written into the output folder, relative to it. */
  files: string[];
}

/** Builds the demo producer into `outputDir` (emptied first). Rejects with Rspack's errors. */
export function buildProducer(outputDir: string): Promise<ProducerBuild> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    rspack(producerConfig(outputDir), (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) {
        return reject(new Error(stats?.toString({ all: false, errors: true }) ?? 'producer build failed'));
      }
      const files = Object.keys(stats.compilation.assets).sort();
      resolve({ durationMs: performance.now() - started, files });
    });
  });
}
