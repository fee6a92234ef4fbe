/**
 * One cell of a CSV a person opens in Excel: a text starting with = + - @ (or a tab or carriage return) would be
 * run as a formula, so it gets a leading apostrophe (OWASP "CSV injection"); a cell with a comma, quote or line
 * break is quoted.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text with a BOM, so Excel reads it as UTF-8; `;` is what Excel in Switzerland opens in German. */
export function toCsv(rows: readonly (readonly (string | number)[])[], delimiter: ',' | ';' = ','): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(delimiter)).join('\r\n')}\r\n`;
}

/** Lets the browser save `text` as a file (a temporary object URL on a link, clicked once). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click was handled; the download keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
