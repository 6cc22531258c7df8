import { multipartFiles } from '../../src/lib/multipart-body.ts';

export { multipartFiles, type UploadFile } from '../../src/lib/multipart-body.ts';

export function multipartFile(field: string, fileName: string, contentType: string, content: Buffer) {
  return multipartFiles([{ field, fileName, contentType, content }]);
}
