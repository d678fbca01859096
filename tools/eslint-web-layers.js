import path from 'node:path';

// The web app's layers (issue 16, bulletproof-react), checked on resolved paths: a feature imports shared code
// and never another feature or the app; shared code imports no feature and not the app. A small local rule: the
// libraries that do this (eslint-plugin-import-x, -boundaries) bring a native resolver whose per-platform
// packages npm leaves out of the lock file here, which breaks `npm ci` on a clean clone.
const SRC = path.join(import.meta.dirname, '..', 'apps', 'web', 'src');

/** 'features/<name>', 'shared', 'app', or null outside apps/web/src. */
function layerOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, name] = rel.split(path.sep);
  return top === 'features' ? `features/${name}` : top;
}

function refusal(from, to) {
  if (!from || !to || from === to) return null;
  if (from.startsWith('features/') && to.startsWith('features/'))
    return 'A feature may import shared code, not another feature (compose them in app/).';
  if (from.startsWith('features/') && to === 'app') return 'A feature does not import the app.';
  if (from === 'shared' && (to.startsWith('features/') || to === 'app'))
    return 'Shared code imports no feature and not the app.';
  return null;
}

export default {
  rules: {
    'web-layers': {
      meta: { type: 'problem', schema: [], docs: { description: 'Web layers on resolved import paths' } },
      create(context) {
        const from = layerOf(context.filename);
        const check = (source) => {
          if (!from || !source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const message = refusal(from, layerOf(path.resolve(path.dirname(context.filename), source.value)));
          if (message) context.report({ node: source, message });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
        };
      },
    },
  },
};
