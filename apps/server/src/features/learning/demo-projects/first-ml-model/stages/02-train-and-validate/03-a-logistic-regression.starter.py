import pandas as pd
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import train_test_split

train = pd.read_csv("/data/train.csv")
features = ["x1", "x2", "x3"]
X_train, X_valid, y_train, y_valid = train_test_split(train[features], train["target"], test_size=0.2, random_state=42, stratify=train["target"])

model = LogisticRegression()
# Train the model, then score it on the validation set
valid_accuracy = ___
print(valid_accuracy)
