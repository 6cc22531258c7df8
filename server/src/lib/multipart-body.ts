export interface UploadFile {
  fileName: string;
  contentType: string;
  content: Buffer;
  field?: string;
}

/** A multipart/form-data body with files, as a browser's upload form sends it (for app.inject). */
export function multipartFiles(files: UploadFile[]) {
  const boundary = `----sportphoto${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap(({ fileName, contentType, content, field = 'file' }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
