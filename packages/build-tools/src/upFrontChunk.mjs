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
 *
 * A build with a second, lighter entry (the server-rendered pages' islands, docs/adr/0033) names
 * it `apart`: the modules that entry reaches, statically or through its own `import()`s, stay
 * out of the up-front chunk (else its first island would download the whole app's start), except
 * through an `import()` of a module of the app's start itself, which is how it hands over to the
 * whole app.
 * @param {{ apart?: string }} [options] `apart`: the second entry's path, from the project root
 * @returns {import('vite').Plugin}
 */
export function upFrontChunk(options = {}) {
  /** @type {Set<string>} */
  const upFront = new Set();
  /** @type {Set<string>} */
  const entries = new Set();
  /** @type {Set<string>} */
  const apartStart = new Set();
  /** @type {Set<string>} */
  const apartNeed = new Set();
  /** @type {Set<string>} */
  const apartRest = new Set();
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
                groups: [
                  // With a second entry, the app's start is a chunk of its own, not the entry's:
                  // the second entry hands over to the app by importing it, and importing the
                  // entry's chunk would run the entry itself.
                  options.apart
                    ? {
                        name: 'app',
                        test: (/** @type {string} */ id) => upFront.has(id) && !entries.has(id),
                      }
                    : { name: 'index', test: (/** @type {string} */ id) => upFront.has(id) },
                  ...(options.apart
                    ? [
                        {
                          name: 'islands-start',
                          priority: 2,
                          test: (/** @type {string} */ id) =>
                            apartStart.has(id) && !entries.has(id),
                        },
                      ]
                    : []),
                  ...(options.apart
                    ? [
                        {
                          name: 'islands',
                          priority: 1,
                          test: (/** @type {string} */ id) => apartNeed.has(id),
                        },
                      ]
                    : []),
                  // The rest of what the second entry loads (its islands' own modules) is kept out
                  // of the app's start chunk, grouped by which chunks use it.
                  ...(options.apart
                    ? [
                        {
                          name: 'parts',
                          priority: 1,
                          entriesAware: true,
                          test: (/** @type {string} */ id) => apartRest.has(id),
                        },
                      ]
                    : []),
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      upFront.clear();
      const ids = [...this.getModuleIds()];
      const isApart = (/** @type {string} */ id) =>
        options.apart !== undefined && id.endsWith(`/${options.apart}`);
      const stack = ids.filter((id) => this.getModuleInfo(id)?.isEntry && !isApart(id));
      entries.clear();
      // An HTML entry's module is the one its page's script names, which the HTML imports.
      for (const id of ids)
        if (this.getModuleInfo(id)?.isEntry)
          for (const named of [
            id,
            ...(id.endsWith('.html') ? (this.getModuleInfo(id)?.importedIds ?? []) : []),
          ])
            entries.add(named);
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (upFront.has(id)) continue;
        upFront.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      // The second entry's own start (its static imports); what the modules it loads first need
      // (the static closure of its `import()`s: the islands' core); then what those load (the
      // islands' own modules). An `import()` of a module of the app's start is the hand-over to
      // the app and is not followed, nor are the islands' own `import()`s (a sheet, hls.js):
      // those keep their own chunks.
      const closure = (/** @type {string[]} */ from, /** @type {Set<string>} */ into) => {
        for (let id = from.pop(); id !== undefined; id = from.pop()) {
          if (into.has(id)) continue;
          into.add(id);
          from.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      const loadsOf = (/** @type {Set<string>} */ from) =>
        [...from].flatMap((id) =>
          (this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((d) => !upFront.has(d)),
        );
      apartStart.clear();
      apartNeed.clear();
      apartRest.clear();
      closure(ids.filter(isApart), apartStart);
      closure(loadsOf(apartStart), apartNeed);
      for (const id of apartStart) apartNeed.delete(id);
      closure(loadsOf(apartNeed), apartRest);
      for (const id of [...apartStart, ...apartNeed]) apartRest.delete(id);
      for (const id of [...apartStart, ...apartNeed, ...apartRest]) upFront.delete(id);
    },
  };
}
