/** One file of a project as it leaves us (zip, GitHub): its path inside the project and its text. */
export interface ExportFile {
  path: string;
  content: string;
}
