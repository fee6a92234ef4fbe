import type { ReactNode } from 'react';
import theme from 'antd/es/theme';
import { SecondaryText } from './secondary-text';

/** A titled surface (what antd's Card looks like, without pulling its Tabs dependency into the bundle). */
export function Panel({
  title,
  children,
  testId,
  headingLevel = 2,
}: {
  title?: ReactNode;
  children: ReactNode;
  testId?: string;
  headingLevel?: 2 | 3;
}) {
  const { token } = theme.useToken();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      data-testid={testId}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: '16px 24px',
      }}
    >
      {title && (
        <Heading
          style={{
            margin: '0 0 12px',
            fontSize: headingLevel === 2 ? 18 : 16,
            fontWeight: 600,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </Heading>
      )}
      {children}
    </section>
  );
}

/** Label/value pairs as a definition list, two columns on wide screens. */
export function Fields({ items }: { items: { label: ReactNode; value: ReactNode; testId?: string }[] }) {
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        gap: '12px 24px',
        margin: 0,
      }}
    >
      {items.map((item, i) => (
        <div key={i}>
          <SecondaryText as="dt" small>
            {item.label}
          </SecondaryText>
          <dd style={{ margin: '2px 0 0' }} data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
