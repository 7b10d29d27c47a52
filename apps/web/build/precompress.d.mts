// Types for precompress.mjs (plain JavaScript, so that it runs without a build step).
import type { Plugin } from 'vite';

export declare const COMPRESSIBLE_EXTENSIONS: readonly string[];

export declare function isCompressible(fileName: string): boolean;

export interface PrecompressedFile {
  /** Path inside the folder, e.g. assets/index-Cgduv1m4.js. */
  file: string;
  bytes: number;
  /** Size of the .br / .gz copy written, or null when it would not have been smaller. */
  br: number | null;
  gzip: number | null;
}

export declare function precompressDirectory(dir: string): Promise<PrecompressedFile[]>;

export declare function summarize(results: readonly PrecompressedFile[]): {
  files: number;
  bytes: number;
  br: number;
  gzip: number;
};

export declare function precompressPlugin(): Plugin;
