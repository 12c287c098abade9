"""How the check library names differences, without the engine around it."""
import unittest

import numpy as np
import pandas as pd

from madang_check import CheckFailed, _compare_values


class CompareValuesTest(unittest.TestCase):
    def fails_with(self, got, want):
        with self.assertRaises(CheckFailed) as caught:
            _compare_values('x', got, want, None)
        return caught.exception.message['en']

    def test_numbers_within_tolerance_and_nan_are_equal(self):
        _compare_values('x', 0.1 + 0.2, 0.3, None)
        _compare_values('x', float('nan'), float('nan'), None)
        _compare_values('x', np.array([1.0, np.nan]), np.array([1.0 + 1e-12, np.nan]), None)
        self.assertEqual(self.fails_with(3, 4), '`x` is 3; expected 4.')

    def test_booleans_are_not_numbers(self):
        self.assertEqual(self.fails_with(True, 1.0), '`x` is True; expected 1.0.')

    def test_lists_and_dicts_name_the_element(self):
        self.assertEqual(self.fails_with([1, 2], [1, 2, 3]), '`x` has length 2; expected 3.')
        self.assertEqual(self.fails_with([1, 5], [1, 2]), '`x[1]` is 5; expected 2.')
        self.assertEqual(self.fails_with({'a': 1}, {'a': 1, 'b': 2}), "`x` is missing the key(s) b.")
        self.assertEqual(self.fails_with({'a': 1}, {'a': 2}), "`x['a']` is 1; expected 2.")

    def test_arrays_name_the_shape(self):
        self.assertEqual(self.fails_with(np.zeros((2, 3)), np.zeros((3, 2))), '`x` has shape (2, 3); expected (3, 2).')

    def test_frames_name_rows_columns_and_values(self):
        want = pd.DataFrame({'a': [1.0, np.nan], 'b': ['p', 'q']})
        _compare_values('x', want.copy(), want, None)
        self.assertEqual(self.fails_with(want.head(1), want), '`x` has 1 rows; expected 2.')
        self.assertEqual(self.fails_with(want[['b', 'a']], want), '`x` has its columns in another order; expected a, b.')
        self.assertEqual(self.fails_with(want.assign(b=['p', 'r']), want), "Column `b` of `x` differs at row 1: 'r'; expected 'q'.")
        self.assertEqual(self.fails_with([1, 2], want), '`x` is a list; expected a DataFrame.')

    def test_series_compare_as_frames(self):
        _compare_values('s', pd.Series([1, 2], name='n'), pd.Series([1, 2], name='n'), None)


if __name__ == '__main__':
    unittest.main()
