import type { Rolldown } from 'vite';

/** A code-splitting group of the browser's build (`output.codeSplitting.groups`). */
export type ChunkGroup = NonNullable<
  Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']
>[number];

/**
 * Fills `closure` with `root` and every module it imports statically, once the module graph is
 * built (a plugin's `buildEnd`); `follow` says which modules to go through.
 */
export function collectStaticClosure(
  context: Rolldown.PluginContext,
  root: string,
  closure: Set<string>,
  follow: (id: string) => boolean = () => true,
): void {
  const visit = (id: string) => {
    if (closure.has(id) || !follow(id)) return;
    closure.add(id);
    for (const next of context.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(root);
}
