check_call("describe")
check_object("summary")
