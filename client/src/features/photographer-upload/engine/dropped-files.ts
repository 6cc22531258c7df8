import type { QueuedFile } from './upload-queue.ts';

// Turning what the photographer drops or picks into files with their path in the folder. Folders
// are walked entry by entry: only names and File handles are kept, never contents.

/** Files picked in a file input (with `webkitdirectory`, each keeps its path in the folder). */
export function pickedFiles(list: FileList | null): QueuedFile[] {
  return Array.from(list ?? [], (file) => ({ file, name: file.webkitRelativePath || file.name }));
}

/** Files and whole folders dropped on the page. */
export async function droppedFiles(transfer: DataTransfer): Promise<QueuedFile[]> {
  // Entries must be taken while the drop event runs; the walk may continue afterwards.
  const entries = Array.from(transfer.items, (item) => item.webkitGetAsEntry?.() ?? null);
  if (!entries.some(Boolean)) return pickedFiles(transfer.files);
  const files: QueuedFile[] = [];
  for (const entry of entries) if (entry) await walk(entry, files);
  return files;
}

async function walk(entry: FileSystemEntry, into: QueuedFile[]): Promise<void> {
  if (isFile(entry)) {
    const file = await new Promise<File>((resolve, reject) => entry.file(resolve, reject));
    into.push({ file, name: entry.fullPath.replace(/^\//, '') });
    return;
  }
  if (!isDirectory(entry)) return;
  const reader = entry.createReader();
  // readEntries answers a hundred or so at a time, then an empty list at the end.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return;
    for (const child of batch) await walk(child, into);
  }
}

const isFile = (entry: FileSystemEntry): entry is FileSystemFileEntry => entry.isFile;
const isDirectory = (entry: FileSystemEntry): entry is FileSystemDirectoryEntry => entry.isDirectory;
