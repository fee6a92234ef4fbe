import type { ReactNode } from 'react';
import theme from 'antd/es/theme';

/**
 * A plain, semantic table styled with the antd theme's tokens, for short lists the server sends whole
 * (members, invitations): antd's Table would add ~100 KB gzip for a handful of rows.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, testId, rowTestId }: { caption: string; columns: { key: string; title: ReactNode; render: (row: T) => ReactNode; hiddenTitle?: boolean }[]; rows: T[]; rowKey: (row: T) => string; testId: string; rowTestId: string }) {
  const { token } = theme.useToken();
  const cell = { padding: '10px 12px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'start' as const, verticalAlign: 'middle' as const };
  const head = { ...cell, background: token.colorFillAlter, fontWeight: 600, color: token.colorTextHeading, whiteSpace: 'nowrap' as const };
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" style={head}>
                {c.hiddenTitle ? <span className="visually-hidden">{c.title}</span> : c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((c) => (
                <td key={c.key} style={cell}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
