"""The peer of the scoring benchmark: pandas + scikit-learn scoring the same files.

    /usr/bin/python3 bench/scoring/score_pandas.py METRIC TRUTH.csv SUBMISSION.csv

Prints {"seconds": in-process time after imports, "score": value} as JSON. The work mirrors
what a host script does: read both files, align the submission to the truth by id, check that
every id is there once, compute the metric.
"""
import json
import sys
import time

import pandas as pd
from sklearn import metrics

metric, truth_path, submission_path = sys.argv[1:4]
started = time.perf_counter()
truth = pd.read_csv(truth_path)
submission = pd.read_csv(submission_path)
if submission["id"].duplicated().any() or len(submission) != len(truth):
    raise SystemExit("bad submission")
merged = truth.merge(submission, on="id", how="left", suffixes=("_true", "_pred"), validate="one_to_one")
y, p = merged["target_true"], merged["target_pred"]
if p.isna().any():
    raise SystemExit("missing ids")
if metric == "rmse":
    score = metrics.mean_squared_error(y, p) ** 0.5
elif metric == "roc_auc":
    score = metrics.roc_auc_score(y, p)
elif metric == "f1_macro":
    score = metrics.f1_score(y, p, average="macro")
else:
    raise SystemExit("unknown metric " + metric)
print(json.dumps({"seconds": time.perf_counter() - started, "score": float(score)}))
