// Writes a .br and a .gz beside each built script, manifest and page, compressed once at the highest levels, so a
// server (the API's static site, or any static host that can) sends those instead of compressing every request
// at a fast, weaker level (docs/decisions/0011-precompressed-static-files.md).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files a browser fetches as text; source maps are left out (only devtools read them). */
const COMPRESSIBLE = /\.(js|json|html)$/;
/** Below this, the saving is a few bytes and the server sends the file as it is (as @fastify/compress does). */
const MIN_BYTES = 1024;

export async function compressedForms(content: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // The last stage: the federation manifest (OPTIMIZE_TRANSFER) and the page are written by then.
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        const jobs = compilation
          .getAssets()
          .filter((asset) => COMPRESSIBLE.test(asset.name) && asset.source.size() >= MIN_BYTES)
          .map(async (asset) => {
            const content = asset.source.buffer();
            const forms = await compressedForms(content);
            for (const [extension, bytes] of Object.entries(forms)) {
              if (bytes.length >= content.length) continue;
              compilation.emitAsset(`${asset.name}.${extension}`, new sources.RawSource(bytes));
            }
          });
        await Promise.all(jobs);
      });
    });
  }
}
