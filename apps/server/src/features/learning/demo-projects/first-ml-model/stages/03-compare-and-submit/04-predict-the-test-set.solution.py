import pandas as pd
from sklearn.linear_model import LogisticRegression

train = pd.read_csv("/data/train.csv")
test = pd.read_csv("/data/test.csv")
features = ["x1", "x2", "x3"]
X = train[features]
y = train["target"]

final = LogisticRegression().fit(X, y)
submission = pd.DataFrame({"id": test["id"], "target": final.predict_proba(test[features])[:, 1]})
submission.to_csv("submission.csv", index=False)

submission.head()
