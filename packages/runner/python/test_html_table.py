"""The table allow-list, on markup a learner's column names or a forged frame could carry."""
import unittest

from html_table import render_table, sanitize_table_html


class SanitizeTableHtmlTest(unittest.TestCase):
    def test_keeps_table_structure_and_numeric_spans_only(self):
        html = '<table border="1" class="dataframe"><tr><th colspan="2" style="x">a</th><td rowspan="3">b</td></tr></table>'
        self.assertEqual(sanitize_table_html(html), '<table><tr><th colspan="2">a</th><td rowspan="3">b</td></tr></table>')

    def test_drops_spans_that_are_not_small_numbers(self):
        html = '<td colspan="2 onclick=x()">a</td><td rowspan="0">b</td><td colspan="99999">c</td>'
        self.assertEqual(sanitize_table_html(html), '<td>a</td><td>b</td><td>c</td>')

    def test_drops_scripts_styles_and_unknown_tags_with_their_attributes(self):
        html = '<td><script>alert(1)</script><style>td{}</style><img src=x onerror=alert(2)><svg onload=alert(3)>t</svg><a href="javascript:x">l</a></td>'
        self.assertEqual(sanitize_table_html(html), '<td>tl</td>')

    def test_escapes_text_and_drops_comments(self):
        html = '<td>&lt;b&gt; &amp; <!-- <script>x</script> --> "q"</td>'
        self.assertEqual(sanitize_table_html(html), '<td>&lt;b&gt; &amp;  "q"</td>')

    def test_renders_a_dataframe_whose_names_hold_markup(self):
        import pandas as pd
        html = render_table(pd.DataFrame({'<img src=x onerror=alert(1)>': ['<script>alert(2)</script>']}))
        self.assertNotIn('<img', html)
        self.assertNotIn('<script', html)
        self.assertIn('&lt;img src=x onerror=alert(1)&gt;', html)

    def test_renders_a_series_and_cuts_long_frames(self):
        import pandas as pd
        html = render_table(pd.Series(range(1000), name='n'))
        self.assertEqual(html.count('<tr>'), 62)  # the header, 60 rows and the '...' row
        self.assertIn('1000 rows', html)


if __name__ == '__main__':
    unittest.main()
