/** Setting values longer than this use a multi-line field (supplier-and-admin section 5). */
export const SETTING_SINGLE_LINE_MAX = 50;

export const isMultiLineSetting = (value: string) => value.length > SETTING_SINGLE_LINE_MAX;
