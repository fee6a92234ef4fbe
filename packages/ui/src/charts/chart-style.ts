/**
 * What uPlot's own stylesheet does that the chart needs (the build bundles no CSS files): the layers over the
 * canvas stacked in place.
 */
export const chartStyle =
  '.uplot{position:relative;width:min-content}.u-wrap{position:relative;user-select:none}' +
  '.u-over,.u-under{position:absolute}.uplot canvas{display:block;position:relative;width:100%;height:100%}';
