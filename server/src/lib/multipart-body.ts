export interface UploadFile {
  fileName: string;
  contentType: string;
  content: Buffer;
  field?: string;
}

/** A multipart/form-data body with text fields and files, as a browser's form sends it (for app.inject). */
export function multipartFiles(files: UploadFile[], fields: Record<string, string> = {}) {
  const boundary = `----sportphoto${Math.random().toString(16).slice(2)}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileParts = files.flatMap(({ fileName, contentType, content, field = 'file' }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...fieldParts, ...fileParts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
