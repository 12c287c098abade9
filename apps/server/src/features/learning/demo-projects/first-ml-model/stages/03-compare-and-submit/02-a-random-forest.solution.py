import pandas as pd
from sklearn.ensemble import RandomForestClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import train_test_split

train = pd.read_csv("/data/train.csv")
features = ["x1", "x2", "x3"]
X_train, X_valid, y_train, y_valid = train_test_split(train[features], train["target"], test_size=0.2, random_state=42, stratify=train["target"])
logistic = LogisticRegression().fit(X_train, y_train)
logistic_auc = roc_auc_score(y_valid, logistic.predict_proba(X_valid)[:, 1])

forest = RandomForestClassifier(n_estimators=100, max_depth=5, random_state=0).fit(X_train, y_train)
forest_auc = roc_auc_score(y_valid, forest.predict_proba(X_valid)[:, 1])
better = "forest" if forest_auc > logistic_auc else "logistic"
print(round(logistic_auc, 4), round(forest_auc, 4), better)
