import Type from 'typebox';

/** Both upload routes answer where the stored picture is served. */
export const UploadResult = Type.Object({ url: Type.String() });

export const multipartBody = { consumes: ['multipart/form-data'] };
