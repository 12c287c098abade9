check_object("positive_rate")
check_object("class_counts")
