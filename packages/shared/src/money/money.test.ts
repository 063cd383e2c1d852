import { describe, expect, it } from 'vitest';
import { bidDisplay } from '../bids/bid-dto.js';
import { formatMoney, moneyCellFormat } from './money.js';

describe('formatMoney: the one money format', () => {
  it('writes a dollar sign, the currency, thousands separators and two decimals', () => {
    expect(formatMoney('AUD', 13100)).toBe('$AUD 13,100.00');
    expect(formatMoney('AUD', 650)).toBe('$AUD 650.00');
    expect(formatMoney('AUD', 1234567.8)).toBe('$AUD 1,234,567.80');
    expect(formatMoney('AUD', 999.999)).toBe('$AUD 1,000.00');
  });

  it('rounds half away from zero on the amount as written', () => {
    expect(formatMoney('AUD', 1.005)).toBe('$AUD 1.01');
    expect(formatMoney('AUD', 1.004)).toBe('$AUD 1.00');
    expect(formatMoney('AUD', 2.675)).toBe('$AUD 2.68');
    expect(formatMoney('AUD', -1.005)).toBe('-$AUD 1.01');
    expect(formatMoney('AUD', 0.1 + 0.2)).toBe('$AUD 0.30');
    expect(formatMoney('AUD', 1e-7)).toBe('$AUD 0.00');
  });

  it('puts the minus sign first and never prints a negative zero', () => {
    expect(formatMoney('AUD', -1234.5)).toBe('-$AUD 1,234.50');
    expect(formatMoney('AUD', 0)).toBe('$AUD 0.00');
    expect(formatMoney('AUD', -0)).toBe('$AUD 0.00');
    expect(formatMoney('AUD', -0.004)).toBe('$AUD 0.00');
  });

  it('writes the currency it is given, the default when it has none', () => {
    expect(formatMoney('NZD', 5.5)).toBe('$NZD 5.50');
    expect(formatMoney('USD', 1000)).toBe('$USD 1,000.00');
    expect(formatMoney('', 10)).toBe('$AUD 10.00');
    expect(formatMoney(null, 10)).toBe('$AUD 10.00');
    expect(formatMoney(' NZD ', 10)).toBe('$NZD 10.00');
  });

  it('writes nothing for what is not a number', () => {
    expect(formatMoney('AUD', Number.NaN)).toBe('');
    expect(formatMoney('AUD', Number.POSITIVE_INFINITY)).toBe('');
  });

  it('is the amount of the bid rank line', () => {
    expect(bidDisplay(1, 'AUD', 13100)).toBe('(1) - $AUD 13,100.00');
    expect(bidDisplay(null, 'AUD', 990)).toBe('(-) - $AUD 990.00');
    expect(bidDisplay(2, 'AUD', null)).toBe('(2) - $AUD -');
  });
});

describe('moneyCellFormat: the same text in an Excel cell', () => {
  it('is the currency as quoted text before a two-decimal number with thousands, the minus sign first', () => {
    expect(moneyCellFormat('AUD')).toBe('"$AUD "#,##0.00;-"$AUD "#,##0.00');
    expect(moneyCellFormat('NZD')).toBe('"$NZD "#,##0.00;-"$NZD "#,##0.00');
    expect(moneyCellFormat(null)).toBe('"$AUD "#,##0.00;-"$AUD "#,##0.00');
  });

  it('keeps a double quote in a currency from ending the text', () => {
    expect(moneyCellFormat('A"B')).toBe('"$A"\\""B "#,##0.00;-"$A"\\""B "#,##0.00');
  });
});
