"""DataFrames and Series as HTML tables, passed through an allow-list: table tags only, no attributes but numeric
colspan/rowspan, every text escaped. Whatever pandas or a learner's column names put in, nothing else comes out."""
from html import escape
from html.parser import HTMLParser

ALLOWED_TAGS = {'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption'}
ALLOWED_ATTRIBUTES = {'colspan', 'rowspan'}


class _Sanitizer(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self.skipping = 0

    def handle_starttag(self, tag, attrs):
        if tag in ('script', 'style'):
            self.skipping += 1
            return
        if tag not in ALLOWED_TAGS:
            return
        kept = ''.join(
            f' {name}="{int(value)}"' for name, value in attrs
            if name in ALLOWED_ATTRIBUTES and value is not None and value.isdigit() and 0 < int(value) < 1000
        )
        self.parts.append(f'<{tag}{kept}>')

    def handle_endtag(self, tag):
        if tag in ('script', 'style'):
            self.skipping = max(0, self.skipping - 1)
            return
        if tag in ALLOWED_TAGS:
            self.parts.append(f'</{tag}>')

    def handle_data(self, data):
        if not self.skipping:
            self.parts.append(escape(data, quote=False))


def sanitize_table_html(html):
    parser = _Sanitizer()
    parser.feed(html)
    parser.close()
    return ''.join(parser.parts)


def render_table(value):
    """A DataFrame or Series as sanitized HTML, cut to a notebook's default number of rows and columns."""
    frame = value.to_frame() if value.__class__.__name__ == 'Series' else value
    html = frame.to_html(max_rows=60, max_cols=20, border=0, show_dimensions=len(frame) > 60)
    return sanitize_table_html(html)
