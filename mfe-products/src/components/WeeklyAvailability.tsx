import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductAvailabilityWeek, ProductDetail } from '@cadeau/contracts';
import { Panel, Paragraph, SecondaryText, Stack } from '@cadeau/ui/cockpit';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useProductAvailability } from '../api/availability';
import { addWeeks } from '@cadeau/contracts/values';
import { formatCalendarDate, reservedPercent, weekNumber, WEEKS_SHOWN } from '../domain/weeks';

/** Products whose weeks are counted: approved ones and those still serving campaigns (paused, replaced, finished). */
export const showsAvailability = (status: ProductDetail['status']) =>
  status === 'approved' || status === 'paused' || status === 'replaced' || status === 'finished';

/** How full a week is, drawn; hidden from assistive technology, since the cells beside it say it in numbers. */
function Bar({ week }: { week: ProductAvailabilityWeek }) {
  const { token } = theme.useToken();
  const percent = reservedPercent(week);
  return (
    <div
      aria-hidden
      data-testid="availability-bar"
      style={{
        height: 8,
        minWidth: 40,
        marginTop: 4,
        borderRadius: 4,
        background: token.colorFillSecondary,
        border: `1px solid ${token.colorBorder}`,
        overflow: 'hidden',
      }}
    >
      <div
        style={{
          width: `${percent}%`,
          height: '100%',
          background: week.free === 0 ? token.colorWarning : token.colorPrimary,
        }}
      />
    </div>
  );
}

/**
 * The product screen's weekly availability (issue 10): twelve ISO weeks with the units offered, reserved and
 * free, the current week first, and a pager to earlier and later weeks. Numbers are text in a table with
 * headers; the bar only repeats them for the eye, and a full week also says so in words.
 */
export function WeeklyAvailability({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  const [from, setFrom] = useState<string | undefined>(undefined);
  const { data, error, isFetching } = useProductAvailability(product.id, from);
  const cell = { padding: '6px 8px', textAlign: 'end' as const, verticalAlign: 'top' as const };
  const head = { ...cell, fontWeight: 600, color: token.colorTextSecondary, fontSize: token.fontSizeSM };
  // From the weeks asked for last, not the ones on screen: a second click before the answer goes on from there.
  const asked = from ?? data?.from;
  const page = (count: number) => asked && setFrom(addWeeks(asked, count));
  return (
    <Panel title={t('products.availability.title')} testId="weekly-availability">
      {!data && !error && (
        <Paragraph secondary aria-busy>
          {t('products.availability.loading')}
        </Paragraph>
      )}
      {error && !data && (
        <Paragraph role="alert" data-testid="availability-error">
          {t(error.message.startsWith('error.') ? error.message : 'products.availability.loadError')}
        </Paragraph>
      )}
      {data && (
        <Stack vertical gap="sm">
          <Paragraph secondary data-testid="availability-capacity">
            {t('products.availability.perWeek', { count: data.weeklyCapacity })}
          </Paragraph>
          <table
            aria-describedby="availability-caption"
            aria-busy={isFetching}
            style={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }}
          >
            <caption id="availability-caption" style={{ textAlign: 'start', captionSide: 'bottom', paddingTop: 8 }}>
              <SecondaryText small>
                {t('products.availability.range', {
                  from: formatCalendarDate(data.weeks[0]?.weekStart ?? '', lang),
                  to: formatCalendarDate(data.weeks.at(-1)?.weekStart ?? '', lang),
                })}
              </SecondaryText>
            </caption>
            <thead>
              <tr style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
                <th scope="col" style={{ ...head, textAlign: 'start' }}>
                  {t('products.availability.week')}
                </th>
                <th scope="col" style={head}>
                  {t('products.availability.capacity')}
                </th>
                <th scope="col" style={{ ...head, width: '35%' }}>
                  {t('products.availability.reserved')}
                </th>
                <th scope="col" style={head}>
                  {t('products.availability.free')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.weeks.map((week) => {
                const current = week.week === data.currentWeek;
                return (
                  <tr
                    key={week.week}
                    data-testid="availability-week"
                    aria-current={current ? 'date' : undefined}
                    style={{
                      borderBottom: `1px solid ${token.colorBorderSecondary}`,
                      fontWeight: current ? 600 : undefined,
                    }}
                  >
                    <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 'inherit' }}>
                      {t('products.availability.weekLabel', { number: weekNumber(week.week) })} <br />
                      <span style={{ fontSize: token.fontSizeSM, fontWeight: 400, color: token.colorTextSecondary }}>
                        {formatCalendarDate(week.weekStart, lang)}
                        {current && ` · ${t('products.availability.thisWeek')}`}
                      </span>
                    </th>
                    <td style={cell}>{week.capacity}</td>
                    <td style={cell}>
                      {week.reserved}
                      <Bar week={week} />
                    </td>
                    <td style={cell}>{week.free === 0 ? t('products.availability.soldOut') : week.free}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <Stack as="nav" wrap gap="xs" aria-label={t('products.availability.pager')}>
            <Button onClick={() => page(-WEEKS_SHOWN)} data-testid="availability-earlier">
              {t('products.availability.earlier')}
            </Button>
            {data.from !== data.currentWeek && (
              <Button onClick={() => setFrom(undefined)} data-testid="availability-now">
                {t('products.availability.now')}
              </Button>
            )}
            <Button onClick={() => page(WEEKS_SHOWN)} data-testid="availability-later">
              {t('products.availability.later')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Panel>
  );
}
