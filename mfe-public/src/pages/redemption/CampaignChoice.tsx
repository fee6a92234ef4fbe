import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoucherAnswer, VoucherOffer } from '@cadeau/contracts';
import { FormAlert } from '@cadeau/ui/light';
import { formatDay, languageOf } from './voucher-errors';

interface CampaignChoiceProps {
  voucher: VoucherAnswer;
  /** Products found sold out by an order attempt since the lookup (the week filled up meanwhile). */
  soldOut: ReadonlySet<string>;
  chosen: string | null;
  /** Why the last choice could not be ordered (sold out this week, no longer offered), shown above the list. */
  problem?: string | null;
  onChoose: (offer: VoucherOffer) => void;
}

/**
 * Steps 3 and 4: the campaign with the giver's greeting (salutation and text filled for this recipient), then
 * the gifts as radio choices (a physical or digital gift or a donation) and "Confirm choice". A sold-out gift
 * stays visible but cannot be chosen this week.
 */
export function CampaignChoice({ voucher, soldOut, chosen, problem, onChoose }: CampaignChoiceProps) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const [selected, setSelected] = useState<string | null>(chosen);
  const [tried, setTried] = useState(false);
  const isSoldOut = (o: VoucherOffer) => o.soldOutThisWeek || soldOut.has(o.productId);
  const pick = voucher.offers.find((o) => o.productId === selected && !isSoldOut(o)) ?? null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (pick) onChoose(pick);
  };

  return (
    <>
      <p className="lead" data-testid="campaign-from">
        {t('public.redeem.from', { giver: voucher.campaign.giverName, campaign: voucher.campaign.name })}
      </p>
      <div className="greeting" data-testid="greeting">
        <p>
          <strong>{voucher.greeting.salutation}</strong>
        </p>
        <p>{voucher.greeting.text}</p>
      </div>
      <p className="public-note">
        {t('public.redeem.validUntil', { date: formatDay(voucher.campaign.validTo, lang) })}
      </p>
      <form noValidate onSubmit={onSubmit} name="choose-gift">
        <FormAlert testId="choice-problem">{problem}</FormAlert>
        <fieldset className="offers" aria-describedby={tried && !pick ? 'choice-error' : undefined}>
          <legend>{t('public.redeem.chooseLegend')}</legend>
          {voucher.offers.map((offer) => {
            const out = isSoldOut(offer);
            return (
              <label key={offer.productId} className="offer" data-sold-out={out ? '' : undefined}>
                <input
                  type="radio"
                  name="offer"
                  value={offer.productId}
                  checked={selected === offer.productId}
                  disabled={out}
                  onChange={() => setSelected(offer.productId)}
                />
                <span className="offer-body">
                  <span className="offer-name">{offer.name[lang]}</span>
                  <span className="offer-meta">
                    {t(`public.redeem.type.${offer.type}`)}
                    {offer.type === 'physical' && offer.deliveryDays > 0
                      ? ` · ${t('public.redeem.deliveryDays', { count: offer.deliveryDays })}`
                      : ''}
                    {out ? ` · ${t('public.redeem.soldOutThisWeek')}` : ''}
                  </span>
                  {/* The seller's description of the image (issue 23); without one the image is decorative, the gift's
                      name beside it says what it is. */}
                  {offer.imageUrl ? (
                    <img src={offer.imageUrl} alt={offer.imageAlt?.[lang] ?? ''} loading="lazy" />
                  ) : null}
                  {offer.description[lang] ? <span>{offer.description[lang]}</span> : null}
                </span>
              </label>
            );
          })}
        </fieldset>
        {tried && !pick ? (
          <p id="choice-error" className="field-error" role="alert">
            {t('public.redeem.chooseRequired')}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary btn-block">
          {t('public.redeem.confirmChoice')}
        </button>
      </form>
    </>
  );
}
