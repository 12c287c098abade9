/** A small nbformat 4 notebook with a markdown cell, a printed line, a table and a plot image, as tests and the demo use. */
export const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export function buildNotebook(options: { heading?: string; html?: string; png?: string } = {}) {
  return {
    nbformat: 4,
    nbformat_minor: 5,
    metadata: { kernelspec: { name: 'python3', language: 'python', display_name: 'Python 3' }, language_info: { name: 'python' } },
    cells: [
      { cell_type: 'markdown', metadata: {}, source: [`# ${options.heading ?? '탐색적 분석'}\n`, '데이터를 살펴봅니다.'] },
      {
        cell_type: 'code',
        execution_count: 1,
        metadata: {},
        source: ['import pandas as pd\n', "df = pd.read_csv('train.csv')\n", 'df.describe()'],
        outputs: [
          { output_type: 'stream', name: 'stdout', text: ['rows: 1000\n'] },
          {
            output_type: 'execute_result',
            execution_count: 1,
            metadata: {},
            data: {
              'text/html': options.html ?? '<table class="dataframe"><thead><tr><th></th><th>x1</th></tr></thead><tbody><tr><th>mean</th><td>0.52</td></tr></tbody></table>',
              'text/plain': 'x1 mean 0.52',
            },
          },
        ],
      },
      {
        cell_type: 'code',
        execution_count: 2,
        metadata: {},
        source: ["df['x1'].hist()"],
        outputs: [{ output_type: 'display_data', metadata: {}, data: { 'image/png': options.png ?? ONE_PIXEL_PNG, 'text/plain': '<Figure size 640x480>' } }],
      },
    ],
  };
}

/** A multipart body for inject(): text fields and, optionally, one file part named `file`. */
export function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer | string; type?: string }) {
  const boundary = `----madang${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
    );
    chunks.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
