import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { formatCo2, formatMoney, type SpendMonthDto } from '@charter/shared';
import { percentText } from '../model/report-filter';

/** A chart with its title, named for screen readers by the title. */
function Figure({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `spend-chart-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card withBorder padding="sm" component="figure" m={0} aria-labelledby={id}>
      <Text id={id} component="figcaption" fw={600} size="sm" mb="xs">
        {title}
      </Text>
      {children}
    </Card>
  );
}

/** The axis's scale in thousands ("$120k"); the chart's title names the currency and its tooltips give the amounts in full. */
const axisThousands = (v: number) => (v === 0 ? '0' : `$${Math.round(v / 1000).toLocaleString('en-AU')}k`);

/**
 * The spend report's months as charts: the charters requested, awarded and cancelled; the spend
 * (for admins split into the operators' price and the margin); and the competition, the share of
 * charters with two bids or more and the awarded prices against the estimate; and the CO2 estimated
 * for the awarded charters' sectors. Loaded with the report only (it brings the chart library).
 */
export function SpendCharts({ months, currency }: { months: SpendMonthDto[]; currency: string }) {
  const data = months.map((m) => ({
    month: m.label,
    Requested: m.requested,
    Awarded: m.awarded,
    Cancelled: m.cancelled,
    Spend: m.spend ?? 0,
    'Operator price': m.net ?? 0,
    Margin: m.margin ?? 0,
    'With 2+ bids': m.twoBidShare === null ? null : Math.round(m.twoBidShare * 100) / 100,
    'Awarded vs estimate': m.againstEstimate === null ? null : Math.round(m.againstEstimate * 100) / 100,
    CO2: m.co2,
  }));
  const split = months.some((m) => m.net !== undefined);
  const priced = months.some((m) => m.spend !== null);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Figure title="Charters per month">
        <BarChart
          h={220}
          data={data}
          dataKey="month"
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 40 }}
          series={[
            { name: 'Requested', color: 'blue.6' },
            { name: 'Awarded', color: 'teal.6' },
            { name: 'Cancelled', color: 'gray.5' },
          ]}
        />
      </Figure>
      {priced ? (
        <Figure title={`Spend with margin per month (${currency})`}>
          <BarChart
            h={220}
            data={data}
            dataKey="month"
            type={split ? 'stacked' : 'default'}
            withLegend={split}
            legendProps={{ verticalAlign: 'bottom', height: 40 }}
            valueFormatter={(v) => formatMoney(currency, v)}
            yAxisProps={{ tickFormatter: axisThousands }}
            series={
              split
                ? [
                    { name: 'Operator price', color: 'indigo.6' },
                    { name: 'Margin', color: 'orange.5' },
                  ]
                : [{ name: 'Spend', label: 'Spend with margin', color: 'indigo.6' }]
            }
          />
        </Figure>
      ) : null}
      <Figure title="Competition">
        <LineChart
          h={220}
          data={data}
          dataKey="month"
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 40 }}
          connectNulls
          valueFormatter={(v) => percentText(v, 'change')}
          yAxisProps={{ tickFormatter: (v: number) => percentText(v, 'share') }}
          series={[
            { name: 'With 2+ bids', color: 'teal.6' },
            { name: 'Awarded vs estimate', color: 'grape.6' },
          ]}
        />
      </Figure>
      <Figure title="Estimated CO2 per month (tonnes)">
        <BarChart
          h={220}
          data={data}
          dataKey="month"
          valueFormatter={formatCo2}
          yAxisProps={{ tickFormatter: (v: number) => (v === 0 ? '0' : Math.round(v / 1000).toLocaleString('en-AU')) }}
          series={[{ name: 'CO2', label: 'CO2 of the awarded charters', color: 'green.7' }]}
        />
      </Figure>
    </SimpleGrid>
  );
}
