import './glyph-icon.css';

/** The icons a buyer page repeats on every tile or row, by their @ant-design/icons name. */
export type GlyphName = 'shopping-cart' | 'calendar' | 'environment' | 'tag' | 'picture' | 'camera';

/**
 * An @ant-design/icons outline icon drawn by the stylesheet: the same element, classes and label
 * as `<CalendarOutlined />` and its kind, without the SVG written out (and rendered) for each use.
 */
export function GlyphIcon({ name }: { name: GlyphName }) {
  return <span role="img" aria-label={name} className={`anticon anticon-${name} glyph-icon`} />;
}
