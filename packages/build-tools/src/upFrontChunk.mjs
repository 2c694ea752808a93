// @ts-check
// Plain JavaScript, type-checked from its JSDoc: Vite loads the apps' configurations with Node,
// which imports a workspace package's files as they are.

/**
 * Puts every module the entry imports statically into the entry's chunk. Those modules load
 * before anything shows, whatever the route, yet Rolldown's automatic chunking splits them into
 * small shared chunks by which lazy chunks also import them: each is one more request, an import
 * line in every chunk that uses it and a file compressed on its own, and where the lines fall
 * moves whenever an import anywhere in the app changes. One chunk for the up-front modules is
 * smaller on every route's first load and stays put (docs/adr/0017). Lazy chunks keep their own
 * modules; a module they share with each other and not with the start still gets its own chunk.
 * The server-rendering build is left as Vite makes it.
 * @returns {import('vite').Plugin}
 */
export function upFrontChunk() {
  /** @type {Set<string>} */
  const upFront = new Set();
  return {
    name: 'news:up-front-chunk',
    apply: 'build',
    config(_config, env) {
      if (env.isSsrBuild) return undefined;
      return {
        build: {
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: 'index', test: (id) => upFront.has(id) }],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      upFront.clear();
      const ids = [...this.getModuleIds()];
      const stack = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (upFront.has(id)) continue;
        upFront.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
